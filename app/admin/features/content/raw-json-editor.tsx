import { CONTENT_MESSAGES } from '../../../../common/content/section-rules';
import { Section, TextArea } from '../../forms/editor-fields';
import { CustomField } from '../../forms/fields';
import { notifyError } from '../../../lib/toast';

/** The raw editor's one field; its problems and the JSON's own are shown under it. */
export const RAW_FIELD = 'content';

export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string };

export function parseJsonText(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

export function formatJson(content: unknown): string {
  return JSON.stringify(content, null, 2);
}

/** What the field says when the JSON does not parse: the spec's words, then the parser's detail. */
export function invalidJsonMessage(detail: string): string {
  return `${CONTENT_MESSAGES.invalidJson}: ${CONTENT_MESSAGES.invalidJsonHelp} (${detail})`;
}

/** back-office §5: the toast when the raw JSON does not parse. */
export function notifyInvalidJson() {
  notifyError(CONTENT_MESSAGES.invalidJson, CONTENT_MESSAGES.invalidJsonHelp);
}

/**
 * The raw JSON editor (back-office §2: any section without a form of its own): a monospace text area,
 * parsed when it is left. JSON that does not parse is said in a toast and under the field, and saving
 * waits until it is fixed; the section's rules are said under the field too, as `path: message`.
 */
export function RawJsonField() {
  return (
    <Section
      title="Content (JSON)"
      description="This section has no form of its own: edit its content as JSON. It is checked when you leave the field."
    >
      <CustomField<string>
        name={RAW_FIELD}
        render={(field) => (
          <div className="[&_textarea]:font-mono [&_textarea]:text-xs">
            <TextArea
              {...field}
              label="Content JSON"
              rows={18}
              onBlur={() => {
                field.onBlur();
                if (!parseJsonText(field.value).ok) notifyInvalidJson();
              }}
            />
          </div>
        )}
      />
    </Section>
  );
}
