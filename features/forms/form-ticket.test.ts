import { issueTicket, openTicket, TICKET_SECONDS } from './form-ticket';

const KEY = 'forms-service-key-for-tests-0123';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJmYW4tZWxsaWUifQ.signature';

describe('form tickets', () => {
  it('carry the bearer token to the forms service for one form, unreadable on the way', async () => {
    const ticket = await issueTicket({ formId: 'form-contact', token: TOKEN }, KEY);
    expect(ticket).not.toContain(TOKEN);
    expect(ticket).not.toContain('fan-ellie');
    expect(Buffer.from(ticket, 'utf8').toString()).not.toContain('eyJzdWIi');
    expect(await openTicket(ticket, 'form-contact', KEY)).toEqual({ formId: 'form-contact', token: TOKEN });
  });

  it('are refused for another form, with another key, once expired, or altered', async () => {
    const now = Date.UTC(2026, 5, 14, 12);
    const ticket = await issueTicket({ formId: 'form-contact', token: TOKEN }, KEY, now);
    expect(await openTicket(ticket, 'form-membership', KEY, now)).toBeNull();
    expect(await openTicket(ticket, 'form-contact', 'another-key-for-tests-01234567', now)).toBeNull();
    expect(await openTicket(ticket, 'form-contact', KEY, now + (TICKET_SECONDS - 1) * 1000)).not.toBeNull();
    expect(await openTicket(ticket, 'form-contact', KEY, now + (TICKET_SECONDS + 1) * 1000)).toBeNull();
    const parts = ticket.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    expect(await openTicket(parts.join('.'), 'form-contact', KEY, now)).toBeNull();
    expect(await openTicket('not-a-ticket', 'form-contact', KEY, now)).toBeNull();
  });
});
