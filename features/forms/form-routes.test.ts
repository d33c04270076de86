import { NextRequest } from 'next/server';
import { formTicketRoute, redeemTicketRoute } from './form-routes';

const KEY = 'forms-service-key-for-tests-0123';
const { resolveSession, settings } = vi.hoisted(() => ({
  resolveSession: vi.fn(),
  settings: { thirdParty: { formsServiceKey: null as string | null } },
}));
vi.mock('@/features/session/resolve-session', () => ({ resolveSession, applyChanges: () => {} }));
vi.mock('@/platform/settings', () => ({ getSettings: () => settings }));

const ticketFor = async (formId: string, origin = 'http://localhost') => {
  const response = await formTicketRoute(
    new NextRequest(`http://localhost/api/forms/${formId}/ticket`, { method: 'POST', headers: { origin } }),
    formId,
  );
  return { status: response.status, body: await response.json() };
};

const redeem = async (body: unknown, key: string | null = KEY) => {
  const response = await redeemTicketRoute(
    new NextRequest('http://localhost/api/forms/redeem', {
      method: 'POST',
      headers: key ? { authorization: `Bearer ${key}` } : {},
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
};

beforeEach(() => {
  settings.thirdParty.formsServiceKey = KEY;
  resolveSession.mockResolvedValue({ fan: { accessToken: 'fan-token' }, anonymousToken: null, changes: [] });
});

describe('form tickets through our server', () => {
  it('seal the fan token for one form; the forms service redeems it with its key', async () => {
    const { status, body } = await ticketFor('form-contact');
    expect(status).toBe(200);
    expect(body.ticket).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toContain('fan-token');
    expect(await redeem({ ticket: body.ticket, formId: 'form-contact' })).toEqual({
      status: 200,
      body: { formId: 'form-contact', token: 'fan-token' },
    });
  });

  it("carry the device's anonymous token for a visitor who is not signed in", async () => {
    resolveSession.mockResolvedValue({ fan: null, anonymousToken: 'anonymous-token', changes: [] });
    const { body } = await ticketFor('form-contact');
    expect((await redeem({ ticket: body.ticket, formId: 'form-contact' })).body.token).toBe(
      'anonymous-token',
    );
  });

  it('are refused to another site, without the right key, or for another form', async () => {
    expect((await ticketFor('form-contact', 'https://evil.example')).status).toBe(403);
    const { body } = await ticketFor('form-contact');
    expect((await redeem({ ticket: body.ticket, formId: 'form-contact' }, null)).status).toBe(401);
    expect(
      (await redeem({ ticket: body.ticket, formId: 'form-contact' }, 'x'.repeat(KEY.length))).status,
    ).toBe(401);
    expect(await redeem({ ticket: body.ticket, formId: 'form-membership' })).toEqual({
      status: 400,
      body: { error: 'The ticket is not valid for this form, or has expired' },
    });
    expect((await redeem({ nonsense: true })).status).toBe(400);
    expect((await ticketFor('../etc')).status).toBe(404);
  });

  it('are redeemed only from a body within 8,192 bytes (413 past it)', async () => {
    expect(await redeem({ ticket: 'x'.repeat(9000), formId: 'form-contact' })).toEqual({
      status: 413,
      body: { error: expect.stringMatching(/\(8192 bytes\)/) },
    });
  });

  it('are not given, nor redeemed, without a forms service key', async () => {
    settings.thirdParty.formsServiceKey = null;
    expect(await ticketFor('form-contact')).toEqual({ status: 200, body: { ticket: null } });
    expect((await redeem({ ticket: 't', formId: 'form-contact' })).status).toBe(401);
  });
});
