import 'server-only';
import { requestResult } from './http/request';
import { segment } from './http/url';
import { getSettings } from './settings';
import type { CollectorEvent } from './types/events';

/**
 * POST {events collector}/v1/{clientId}/events with {events}: JSON, the API key,
 * the realm id and the app id. The answer is not read and failures are swallowed;
 * the result only says whether the batch was accepted.
 */
export async function postEvents(events: readonly CollectorEvent[]): Promise<boolean> {
  if (events.length === 0) return true;
  const settings = getSettings();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-realm-id': settings.eventsRealmId,
    'x-app-id': settings.eventsAppId,
  };
  if (settings.eventsApiKey) headers['x-api-key'] = settings.eventsApiKey;
  try {
    const result = await requestResult(`/v1/${segment(settings.clientId)}/events`, {
      baseUrl: settings.eventsApiUrl,
      method: 'POST',
      headers,
      body: { events },
      envelope: false,
    });
    return result.kind === 'ok';
  } catch {
    return false;
  }
}
