export const SANDBOX_CONSENT_PROPERTY_ID: string;
export const SANDBOX_CONTENT_VENDOR: string;
export const SANDBOX_CONSENT_VENDORS: { _id: string; name: string; purpose: string }[];
export const ACCEPT_ALL_GRANTS: Record<string, boolean>;
export function consentStorage(grants: Record<string, boolean>): { name: string; value: string };
