'use client';
import dynamic from 'next/dynamic';

/** The forms widget's loader in a chunk of its own, fetched only by pages with a form. */
export const FormWidget = dynamic(() => import('./form-widget.client').then((module) => module.FormWidget));
