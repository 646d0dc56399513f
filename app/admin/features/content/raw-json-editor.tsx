import { CONTENT_MESSAGES, type SectionProblem } from '../../../../common/content/section-rules';
import { Section, TextArea } from '../../forms/editor-fields';
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
 * waits until it is fixed.
 */
export function RawJsonEditor({
  value,
  onChange,
  jsonError,
  onJsonError,
  problems,
}: {
  value: string;
  onChange: (text: string) => void;
  /** The parse failure shown under the field, until the JSON parses again. */
  jsonError: string | null;
  onJsonError: (message: string | null) => void;
  /** The section check's problems, after a save was tried. */
  problems: readonly SectionProblem[];
}) {
  function check() {
    const parsed = parseJsonText(value);
    if (parsed.ok) {
      onJsonError(null);
      return;
    }
    onJsonError(invalidJsonMessage(parsed.message));
    notifyInvalidJson();
  }

  const problemText = problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ');

  return (
    <Section
      title="Content (JSON)"
      description="This section has no form of its own: edit its content as JSON. It is checked when you leave the field."
    >
      {/* Blur bubbles in React: the field is parsed as soon as focus leaves it. */}
      <div onBlur={check} className="[&_textarea]:font-mono [&_textarea]:text-xs">
        <TextArea
          name={RAW_FIELD}
          label="Content JSON"
          rows={18}
          value={value}
          onChange={(text) => {
            onChange(text);
            if (jsonError && parseJsonText(text).ok) onJsonError(null);
          }}
          error={jsonError ?? (problemText || undefined)}
        />
      </div>
    </Section>
  );
}
