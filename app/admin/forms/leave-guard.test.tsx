// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderRoute } from '../testing/admin-test-kit';
import { EditorDialog } from './editor-dialog';
import { TextField } from './fields';
import { FormFrame } from './form-frame';
import { LeaveGuard } from './leave-guard';
import { bodySchema, useAdminForm } from './use-admin-form';

type Values = { title: string };

function useTitleForm() {
  return useAdminForm<Values>({
    defaultValues: { title: 'Sidr honey' },
    schema: bodySchema(z.object({ title: z.string() }), (values: Values) => values),
    save: async () => undefined,
    failedMessage: 'Failed to save',
  });
}

/** An editor dialog (products, content, SEO, testimonials, FAQs all draw theirs with EditorDialog). */
function DialogForm() {
  const editor = useTitleForm();
  return (
    <EditorDialog editor={editor} title="Edit" submitLabel="Save" unsaved="this thing" onClose={() => {}}>
      <TextField name="title" label="Title" />
    </EditorDialog>
  );
}

/** A form on a page (the settings). */
function PageForm() {
  const { form, submit } = useTitleForm();
  return (
    <FormFrame form={form} submit={submit} label="Page form">
      <TextField name="title" label="Title" />
      <LeaveGuard when={form.formState.isDirty} description="Leave and lose the title?" />
    </FormFrame>
  );
}

/** Whether reloading or closing the tab now would make the browser ask (its `beforeunload`). */
function browserWouldAsk(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(cleanup);

describe("the browser's own question before unsaved changes are lost", () => {
  it.each([
    ['an editor dialog', DialogForm],
    ['a form on a page', PageForm],
  ])('%s has the browser ask on reload or close while changed, and only then', async (_, Form) => {
    renderRoute('/', <Form />);
    const title = await screen.findByLabelText('Title');
    expect(browserWouldAsk()).toBe(false);
    fireEvent.change(title, { target: { value: 'Sidr honey, raw' } });
    expect(browserWouldAsk()).toBe(true);
    fireEvent.change(title, { target: { value: 'Sidr honey' } });
    expect(browserWouldAsk()).toBe(false);
  });
});
