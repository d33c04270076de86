import { z } from 'zod';
import { optionalText } from '../shared/fields';

/** master-filter-and-indexes, parsed: the filter's groups and the list they narrow. */
export interface MasterFilterProps {
  title: string | undefined;
  description: string | undefined;
  /** The category whose children are the filter groups, and theirs the options. */
  filterCategoryId: string | undefined;
  /** The category the list shows. */
  listCategoryId: string | undefined;
  /** How each listed article is drawn ('Index Cards'). */
  cardType: string;
}

const categoryRef = z
  .object({ id: optionalText })
  .nullish()
  .transform((value) => value?.id);

/** `customContent`: title, description, filterCategory_content, listCategory_content, componentType_select. */
export const masterFilterSchema = z
  .object({
    customContent: z.looseObject({
      title_string: optionalText,
      description_string: optionalText,
      filterCategory_content: categoryRef,
      listCategory_content: categoryRef,
      componentType_select: optionalText,
    }),
  })
  .refine(
    ({ customContent: custom }) => Boolean(custom.filterCategory_content ?? custom.listCategory_content),
    { message: 'A master filter needs a filter category or a list category' },
  )
  .transform(({ customContent: custom }): MasterFilterProps => ({
    title: custom.title_string,
    description: custom.description_string,
    filterCategoryId: custom.filterCategory_content,
    listCategoryId: custom.listCategory_content,
    cardType: custom.componentType_select ?? 'Index Cards',
  }));
