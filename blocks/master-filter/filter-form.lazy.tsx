'use client';
import dynamic from 'next/dynamic';

/**
 * The filter's form in a chunk of its own, fetched only by pages that show a master filter (every
 * block's client code is otherwise shipped to every article page); the server still renders the form.
 */
export const FilterForm = dynamic(() =>
  import('@/ui/filter/filter-form.client').then((module) => module.FilterForm),
);
