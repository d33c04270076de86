import { z } from 'zod';
import { optionalText } from '../shared/fields';

/** FORM: the forms widget's form id, and a title when the content gives one. */
export interface FormProps {
  formId: string;
  title: string | undefined;
}

export const formSchema = z
  .object({ formId: z.string().trim().min(1), title: optionalText })
  .transform(({ formId, title }): FormProps => ({ formId, title }));
