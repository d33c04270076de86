// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { FilterCategory } from '@/platform/types/category';
import { FilterForm } from './filter-form.client';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function option(slug: string, text: string): FilterCategory {
  return { id: `cat-${slug}`, text, slug, tags: [], isSelected: false, children: [] };
}

const groups: FilterCategory[] = [
  { ...option('type', 'Event type'), children: [option('flat', 'Flat racing'), option('family', 'Family')] },
  { ...option('season', 'Season'), children: [option('summer', 'Summer'), option('winter', 'Winter')] },
];

function renderForm(applied = {}) {
  return render(
    <FilterForm groups={groups} applied={applied} pathname="/whats-on" label="What’s on: filters" />,
  );
}

beforeEach(() => {
  push.mockReset();
  window.history.replaceState(null, '', '/whats-on');
});

describe('FilterForm', () => {
  it('replaces the choice within a group, deselects a chosen option, and keeps other groups', () => {
    renderForm();
    const box = (name: string) => screen.getByRole('checkbox', { name });
    fireEvent.click(box('Flat racing'));
    fireEvent.click(box('Summer'));
    fireEvent.click(box('Family'));
    expect(box('Flat racing')).not.toBeChecked();
    expect(box('Family')).toBeChecked();
    expect(box('Summer')).toBeChecked();
    fireEvent.click(box('Summer'));
    expect(box('Summer')).not.toBeChecked();
    expect(box('Family')).toBeChecked();
  });

  it('disables Show results and Clear all while nothing is selected', () => {
    renderForm();
    const show = screen.getByRole('button', { name: 'Show results' });
    const clear = screen.getByRole('button', { name: 'Clear all' });
    expect(show).toBeDisabled();
    expect(clear).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Winter' }));
    expect(show).toBeEnabled();
    expect(clear).toBeEnabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Winter' }));
    expect(show).toBeDisabled();
  });

  it('shows results at the address of the selection, in group order, from the first page', () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Winter' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Flat racing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(push).toHaveBeenCalledWith('/whats-on?filter=flat&filter=winter', { scroll: false });
  });

  it('Clear all resets the choices and shows the unfiltered list', () => {
    renderForm({ 'cat-type': 'family' });
    expect(screen.getByRole('checkbox', { name: 'Family' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByRole('checkbox', { name: 'Family' })).not.toBeChecked();
    expect(push).toHaveBeenCalledWith('/whats-on', { scroll: false });
  });

  it('follows a new address (Back) with the choices it shows', () => {
    const { rerender } = renderForm({ 'cat-type': 'family' });
    rerender(
      <FilterForm
        groups={groups}
        applied={{ 'cat-season': 'summer' }}
        pathname="/whats-on"
        label="What’s on: filters"
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Family' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Summer' })).toBeChecked();
  });

  it('is a plain GET form before JavaScript: enabled submit, checkboxes named filter, Clear all a link', () => {
    document.body.innerHTML = renderToString(
      <FilterForm groups={groups} applied={{ 'cat-type': 'family' }} pathname="/whats-on" label="Filters" />,
    );
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).not.toHaveAttribute('action');
    expect(within(form).getByRole('button', { name: 'Show results' })).toBeEnabled();
    expect(within(form).getByRole('checkbox', { name: 'Family' })).toHaveAttribute('name', 'filter');
    expect(within(form).getByRole('checkbox', { name: 'Family' })).toHaveAttribute('value', 'family');
    expect(within(form).getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/whats-on');
  });
});
