// The forms widget, as a double with the browser API the site uses:
// `FormsWidget.render(element, { formId, getTicket })` draws the form into the element and returns
// `{ destroy() }`. On submit it asks `getTicket()` for the site's form ticket (null when there is none)
// and sends the values with it to the forms service, which redeems the ticket with the site.
(() => {
  'use strict';
  const SERVICE = `${new URL(document.currentScript.src).origin}/forms/v1/forms`;
  const STYLE = `
.fw-form{display:grid;gap:1rem;font:inherit;color:inherit}
.fw-intro{margin:0;opacity:.8}
.fw-field{display:grid;gap:.35rem}
.fw-label{font-weight:600;font-size:.9rem}
.fw-input{font:inherit;padding:.7rem .8rem;border:1px solid #9aa69f;border-radius:.5rem;background:#fff;color:#13241b;min-height:2.75rem}
.fw-input:focus{outline:3px solid #c9a227;outline-offset:1px}
textarea.fw-input{min-height:7rem;resize:vertical}
.fw-submit{justify-self:start;font:inherit;font-weight:700;padding:.8rem 1.6rem;border:0;border-radius:999px;background:#0f3d2a;color:#fff;cursor:pointer;min-height:2.75rem}
.fw-submit[disabled]{opacity:.6;cursor:progress}
.fw-status{margin:0;font-weight:600}
.fw-status[data-kind=error]{color:#9b1c1c}
.fw-status[data-kind=done]{color:#0f3d2a}`;

  function ensureStyle() {
    if (document.getElementById('forms-widget-style')) return;
    const style = document.createElement('style');
    style.id = 'forms-widget-style';
    style.textContent = STYLE;
    document.head.append(style);
  }

  function fieldElement(field, id) {
    if (field.type === 'textarea') return document.createElement('textarea');
    if (field.type === 'select') {
      const select = document.createElement('select');
      select.append(new Option('Choose…', ''));
      for (const option of field.options) select.append(new Option(option, option));
      return select;
    }
    const input = document.createElement('input');
    input.type = field.type;
    if (field.type === 'email') input.autocomplete = 'email';
    if (field.name === 'name') input.autocomplete = 'name';
    if (field.type === 'tel') input.autocomplete = 'tel';
    input.id = id;
    return input;
  }

  function draw(element, formId, definition, getTicket) {
    const form = document.createElement('form');
    form.className = 'fw-form';
    form.noValidate = false;
    const intro = document.createElement('p');
    intro.className = 'fw-intro';
    intro.textContent = definition.intro;
    form.append(intro);
    definition.fields.forEach((field, index) => {
      const id = `fw-${formId}-${index}`;
      const wrapper = document.createElement('div');
      wrapper.className = 'fw-field';
      const label = document.createElement('label');
      label.className = 'fw-label';
      label.htmlFor = id;
      label.textContent = field.required ? `${field.label} (required)` : field.label;
      const control = fieldElement(field, id);
      control.id = id;
      control.name = field.name;
      control.className = 'fw-input';
      control.required = Boolean(field.required);
      wrapper.append(label, control);
      form.append(wrapper);
    });
    const status = document.createElement('p');
    status.className = 'fw-status';
    status.setAttribute('role', 'status');
    const submit = document.createElement('button');
    submit.type = 'submit';
    submit.className = 'fw-submit';
    submit.textContent = definition.submitLabel;
    form.append(submit, status);

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      submit.disabled = true;
      status.textContent = 'Sending…';
      status.dataset.kind = 'busy';
      try {
        const values = Object.fromEntries(new FormData(form).entries());
        const ticket = await getTicket();
        const response = await fetch(`${SERVICE}/${encodeURIComponent(formId)}/submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ values, ticket }),
        });
        const body = await response.json().catch(() => null);
        if (!response.ok)
          throw new Error(body?.error?.message ?? `The form service answered ${response.status}`);
        form.replaceChildren(status);
        status.dataset.kind = 'done';
        status.textContent = body.data.message;
      } catch (error) {
        status.dataset.kind = 'error';
        status.textContent = `Your details were not sent: ${error.message}. Please try again.`;
        submit.disabled = false;
      }
    });
    element.replaceChildren(form);
  }

  window.FormsWidget = {
    render(element, { formId, getTicket }) {
      ensureStyle();
      let live = true;
      fetch(`${SERVICE}/${encodeURIComponent(formId)}`)
        .then((response) =>
          response.ok ? response.json() : Promise.reject(new Error(`form ${formId}: ${response.status}`)),
        )
        .then((body) => {
          if (live) draw(element, formId, body.data, getTicket);
        })
        .catch((error) => {
          console.warn('FormsWidget:', error.message);
          if (!live) return;
          const message = document.createElement('p');
          message.className = 'fw-status';
          message.dataset.kind = 'error';
          message.textContent = 'This form cannot be shown just now. Please try again later.';
          ensureStyle();
          element.replaceChildren(message);
        });
      return {
        destroy() {
          live = false;
          element.replaceChildren();
        },
      };
    },
  };
})();
