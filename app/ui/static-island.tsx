import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

const noSubscription = () => () => {};

/**
 * True while React adopts the server's markup (hydration), false when the browser draws by itself (a
 * client-side navigation): React reads the server snapshot only while hydrating.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A part of the page with nothing to do in the browser (text, pictures, links), whose code the browser
 * loads only when it has to draw it itself (decision 008).
 *
 * The server draws it at once (its code is loaded when the server starts; no Suspense boundary, which
 * React may stream after the rest of the page). When the page hydrates, the browser keeps that markup
 * as it is: React adopts the wrapper (`display: contents`, so the layout is the same) and leaves its
 * inside alone, and a phone's first load carries none of its code. Its links still navigate inside the
 * app, through the wrapper. If one of its images fails, or it is drawn after hydration (a client-side
 * navigation), it loads its code and draws itself; a page whose module loads after hydration starts
 * that load at once.
 *
 *   const Section = staticIsland(async () => (await import('./sections')).Section);
 */
export function staticIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => ({ default: (loaded = component) })));
  const Lazy = lazy(loadOnce);
  if (import.meta.env.SSR || document.documentElement.dataset.hydrated) void loadOnce();

  function StaticIsland(props: P) {
    const hydrating = useHydrating();
    const [adopted, setAdopted] = useState(hydrating && !import.meta.env.SSR);
    const box = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
    useEffect(() => {
      const element = box.current;
      if (!adopted || !element) return;
      return redrawOnBrokenImage(element, () => setAdopted(false));
    }, [adopted]);

    if (adopted) {
      return (
        <div
          ref={box}
          className="contents"
          onClick={(event) => followInAppLink(event, navigate)}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      );
    }
    const Loaded = import.meta.env.SSR ? loaded : undefined;
    return (
      <div className="contents">
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  return StaticIsland;
}

/**
 * The server's `<img>` elements have no handlers: one that failed, before hydration or after, has the
 * island draw itself, with the picture's placeholder.
 */
function redrawOnBrokenImage(element: HTMLElement, redraw: () => void): () => void {
  const images = [...element.querySelectorAll('img')];
  if (images.some((img) => img.complete && img.naturalWidth === 0)) redraw();
  element.addEventListener('error', redraw, true);
  return () => element.removeEventListener('error', redraw, true);
}

/** What a `<Link>` does with a plain click on one of this shop's paths: navigate inside the app. */
function followInAppLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!link || !href?.startsWith('/') || href.startsWith('//')) return;
  if (link.target || link.hasAttribute('download')) return;
  event.preventDefault();
  void navigate(href);
}
