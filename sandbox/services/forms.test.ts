import { setupSandbox } from '../test-fixtures/harness';

const sandbox = setupSandbox();

describe('forms service', () => {
  it('serves the widget script and each pack form, and refuses an unknown form', async () => {
    const script = await sandbox.fetch('/forms/widget.js');
    expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(await script.text()).toContain('window.FormsWidget = {');
    const form = await sandbox.call('/forms/v1/forms/form-fine-dining');
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      status: 'success',
      data: {
        title: 'Fine dining enquiry',
        fields: expect.arrayContaining([expect.objectContaining({ name: 'email' })]),
      },
    });
    expect((await sandbox.call('/forms/v1/forms/form-unknown')).status).toBe(404);
  });

  it('records an anonymous submission, and refuses one missing a required field or with a ticket it cannot redeem', async () => {
    const send = (body: unknown) =>
      sandbox.call('/forms/v1/forms/form-newsletter/submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await send({ values: { name: 'Ada', email: 'ada@example.com' } })).status).toBe(201);
    expect((await send({ values: { name: 'Ada' } })).status).toBe(400);
    expect((await send({ values: { name: 'Ada', email: 'ada@example.com' }, ticket: 'forged' })).status).toBe(
      401,
    );
    const { body } = await sandbox.call('/__sandbox/events?type=forms');
    expect((body as { events: unknown[] }).events).toEqual([
      expect.objectContaining({
        formId: 'form-newsletter',
        fan: null,
        values: { name: 'Ada', email: 'ada@example.com' },
      }),
    ]);
  });
});
