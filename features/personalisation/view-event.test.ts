import { personalisedViewEvent } from './view-event';

describe('personalisedViewEvent', () => {
  const view = { sourceSystemId: 'placement-home-banner', rulesetId: 'ruleset-1', contentType: 'CAMPAIGN' };

  it('is a REQUEST from PROMOBLOCKS with the block, its campaign and who looked', () => {
    expect(
      personalisedViewEvent(view, { deviceId: 'device-1', authId: 'fan-ellie' }, 1_700_000_000_000, 'e-1'),
    ).toEqual({
      eventId: 'e-1',
      eventType: 'REQUEST',
      createdTimestamp: 1_700_000_000_000,
      sentTimestamp: 1_700_000_000_000,
      deviceId: 'device-1',
      sourceSystem: 'PROMOBLOCKS',
      sourceSystemId: 'placement-home-banner',
      metadata: { rulesetId: 'ruleset-1', contentType: 'CAMPAIGN' },
      authId: 'fan-ellie',
    });
  });

  it('has a null authId for an anonymous visitor, and a fresh id each time', () => {
    const viewer = { deviceId: 'device-2', authId: null };
    const first = personalisedViewEvent({ ...view, rulesetId: null, contentType: null }, viewer);
    const second = personalisedViewEvent(view, viewer);
    expect(first).toMatchObject({ authId: null, metadata: { rulesetId: null, contentType: null } });
    expect(first.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.eventId).not.toBe(first.eventId);
  });
});
