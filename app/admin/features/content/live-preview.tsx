import { EveryWord } from '../../../shop/i18n/every-word';
import { ExternalLink, Eye, EyeOff } from 'lucide-react';
import {
  Component,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useWatch } from 'react-hook-form';
import type { ContentRecord } from '../../../../common/content/content-admin-schemas';
import { sectionTextsIn, sectionUrdu } from '../../../../common/content/section-rules';
import { urduBodyOf } from '../../../../common/i18n/urdu-version';
import type { TextLanguage } from '../../forms/text-language';
import { secondaryButton } from '../../forms/editor-fields';
import { useContentPreview } from './content-query';
import { previewContentOf } from './section-draft';
import type { AnySectionForm } from './section-form';
import { previewContextOf, previewOf, type PreviewBlock } from './section-preview';

/** How long typing pauses before the preview draws the draft again. */
export const PREVIEW_DELAY_MS = 250;
/** The widest the shop's sections are laid out (max-w-7xl). */
const PAGE_WIDTH = 1280;

const UNAVAILABLE = 'Preview not available for this section';

/** The value as it was `delay` ms after it last changed; `undefined` inputs are skipped (JSON that does not parse). */
function useSettled<T>(value: T | undefined, delay: number): T | undefined {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === undefined) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The page is drawn at the width the browser window gives it (at most the page's own width), then
 * zoomed down to fit the frame: the shop's breakpoints follow the window, so a phone sees the phone
 * layout and a desktop the desktop one.
 */
function useFit() {
  const frame = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<{ width: number; zoom: number } | null>(null);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const available = element.clientWidth;
      if (!available) return;
      const width = Math.max(available, Math.min(window.innerWidth, PAGE_WIDTH));
      setFit({ width, zoom: available / width });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { frame, fit };
}

/** A preview that throws (content no reader expected) says so instead of taking the editor down. */
class PreviewBoundary extends Component<
  { resetKey: unknown; children: ReactNode },
  { failed: boolean; key: unknown }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // The next draft is tried again.
  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { key: unknown }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? (
      <p className="p-4 text-sm text-stone-600">{UNAVAILABLE}</p>
    ) : (
      this.props.children
    );
  }
}

/**
 * "Live preview" beside the form: the real storefront section with the draft in place of the saved
 * content, updating as the staff member types (it watches the form's values), around it what the page
 * reads besides (the flagship's image, the published testimonials). Not interactive (`inert`):
 * its links and buttons are the shop's and must not fire from the back office. On phones it sits under
 * the form behind a toggle. While the editor shows the Urdu version (decision 039), the page is drawn in
 * Urdu as its readers do: each section's Urdu over its English, the English where the Urdu is empty.
 */
export function LivePreview({
  sectionKey,
  page,
  section,
  language = 'en',
  sectionForm,
  records,
  pagePath,
}: {
  sectionKey: string;
  page: string;
  section: string;
  /** The language the editor shows, in which the page is drawn. */
  language?: TextLanguage;
  /** The section's form, whose values make the draft; null for the raw JSON editor. */
  sectionForm: AnySectionForm | null;
  /** The page's saved sections, which the draft joins. */
  records: readonly ContentRecord[];
  pagePath: string | null;
}) {
  const values = useWatch();
  // Undefined while the draft cannot be read (JSON that does not parse): the last one stays shown.
  const content = useMemo(() => {
    const english = previewContentOf(sectionForm, values);
    const urdu = sectionUrdu(page, section);
    if (!english || language !== 'ur' || !urdu) return english;
    return sectionTextsIn(page, section, english, urduBodyOf(urdu, values.ur), 'ur');
  }, [sectionForm, values, language, page, section]);
  const settled = useSettled(content, PREVIEW_DELAY_MS);
  const [shown, setShown] = useState(false);
  const { frame, fit } = useFit();
  const headingId = useId();
  const bodyId = useId();
  const preview = previewOf(sectionKey);
  const pageData = useContentPreview();
  const context = useMemo(() => previewContextOf(pageData.data), [pageData.data]);
  const note = preview?.note?.(context);

  const blocks: PreviewBlock[] = [
    ...records
      .filter((record) => record.isPublished && record.section !== section)
      .map((record) => ({
        section: record.section,
        content: sectionTextsIn(record.page, record.section, record.content, record.ur, language),
      })),
    { section, content: settled ?? {} },
  ];

  return (
    <aside aria-labelledby={headingId} className="min-w-0 lg:sticky lg:top-0 lg:self-start">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-stone-900">
          Live preview
        </h3>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-expanded={shown}
            aria-controls={bodyId}
            onClick={() => setShown((open) => !open)}
            className={`${secondaryButton} lg:hidden`}
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Eye aria-hidden="true" className="h-4 w-4" />
            )}
            {shown ? 'Hide preview' : 'Show preview'}
          </button>
          {pagePath ? (
            <a href={pagePath} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              Open page<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
      <div id={bodyId} className={shown ? 'mt-3' : 'mt-3 hidden lg:block'}>
        {/* The page inside is inert, so the box itself takes focus: keyboard users scroll it too. */}
        <div
          ref={frame}
          role="region"
          aria-label="The section as the page shows it"
          tabIndex={0}
          className="max-h-[70vh] overflow-x-hidden overflow-y-auto rounded-lg [scrollbar-gutter:stable] border border-stone-300 bg-white shadow-inner focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {preview ? (
            <div
              inert
              lang={language === 'ur' ? 'ur' : undefined}
              dir={language === 'ur' ? 'rtl' : undefined}
              style={fit ? { width: fit.width, zoom: fit.zoom } : undefined}
            >
              <PreviewBoundary resetKey={settled}>
                {/* The shop's own words in the language the editor shows, as the page draws them (decision 038). */}
                <EveryWord language={language}>{preview.render(blocks, context)}</EveryWord>
              </PreviewBoundary>
            </div>
          ) : (
            <p className="p-4 text-sm text-stone-600">{UNAVAILABLE}</p>
          )}
        </div>
        {note ? <p className="mt-2 text-xs text-stone-600">{note}</p> : null}
        <p className="mt-1 text-xs text-stone-600">Nothing here is live until you save.</p>
      </div>
    </aside>
  );
}
