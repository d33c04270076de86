/** The id of the page's JSON data block that carries the public runtime configuration (decision 17). */
export const PUBLIC_CONFIG_ELEMENT_ID = 'furlong-public-config';

/** GET: the visitor's device id, never cached (decision 17). */
export const DEVICE_ROUTE = '/api/device';

export interface DeviceAnswer {
  deviceId: string;
}
