import type { FormProps } from './form-schema';

export function formFixture(overrides: Partial<FormProps> = {}): FormProps {
  return { formId: 'form-newsletter', title: undefined, ...overrides };
}
