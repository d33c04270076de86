/** A schema.org object as JSON-LD; only the properties the content supports are present. */
export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;
