const isYes = (value: unknown) => typeof value === 'string' && value.trim().toLowerCase() === 'yes';

/**
 * The royal look, and the product it belongs to: `royal{product}Theme_select` is 'yes', or the older
 * `royal{product}Theme_custom[0].shouldThisComponenttemplateBeRoyal{product}Themed_select` is
 * (both case-insensitive). The product is read from the field's name (`royalkingsmereTheme_select`
 * gives 'kingsmere'); undefined when the block is not royal.
 */
export function royalProductOf(customContent: Record<string, unknown>): string | undefined {
  for (const [key, value] of Object.entries(customContent)) {
    const select = /^royal([a-z0-9-]+)Theme_select$/i.exec(key);
    if (select?.[1] && isYes(value)) return select[1].toLowerCase();
    const custom = /^royal([a-z0-9-]+)Theme_custom$/i.exec(key);
    if (custom?.[1] && Array.isArray(value)) {
      const first: unknown = value[0];
      if (first && typeof first === 'object') {
        const yes = Object.entries(first).some(
          ([field, answer]) =>
            /^shouldThisComponenttemplateBeRoyal.+Themed_select$/i.test(field) && isYes(answer),
        );
        if (yes) return custom[1].toLowerCase();
      }
    }
  }
  return undefined;
}
