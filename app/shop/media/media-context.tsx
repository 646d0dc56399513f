import { createContext, useContext, type ReactNode } from 'react';
import type { PageMedia } from '../../../common/media/media-choice';

export const NO_MEDIA: PageMedia = { pictures: {}, videos: {}, alts: {} };

const MediaContext = createContext<PageMedia>(NO_MEDIA);

export function MediaProvider({ media, children }: { media: PageMedia; children: ReactNode }) {
  return <MediaContext.Provider value={media}>{children}</MediaContext.Provider>;
}

export function usePageMedia(): PageMedia {
  return useContext(MediaContext);
}
