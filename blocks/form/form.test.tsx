// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { FormBlock } from './form';
import { formFixture } from './form.fixture';
import { formSchema } from './form-schema';
import { sectionTitled } from '../shared/test-queries';

describe('FormBlock', () => {
  it("keeps the form's place, saying what will appear there", () => {
    render(<FormBlock {...formFixture()} />);
    const placeholder = screen.getByText('The form will appear here.');
    expect(placeholder.closest('[data-form="form-newsletter"]')).not.toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows its title when the content gives one', () => {
    render(<FormBlock {...formFixture({ title: 'Sponsor a race' })} />);
    expect(sectionTitled('Sponsor a race')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sponsor a race' })).toBeInTheDocument();
  });
});

describe('formSchema', () => {
  it('needs the form id', () => {
    expect(formSchema.parse({ contentType: 'FORM', formId: 'form-race-sponsorship' })).toEqual({
      formId: 'form-race-sponsorship',
      title: undefined,
    });
    expect(formSchema.safeParse({ contentType: 'FORM' }).success).toBe(false);
    expect(formSchema.safeParse({ contentType: 'FORM', formId: '' }).success).toBe(false);
  });
});
