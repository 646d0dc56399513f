/**
 * Renders the demo shop's home hero video from the shop's own drawings into server/seed/media, where it
 * is committed (server/seed/demo-hero-video.ts says why). Run it after changing those drawings or the
 * video's timeline: `npx tsx scripts/make-demo-video.ts`. Needs ffmpeg; takes about a minute.
 */
import { stat } from 'node:fs/promises';
import { DEMO_HERO_VIDEO, renderHeroVideo } from '../server/seed/demo-hero-video';

await renderHeroVideo(DEMO_HERO_VIDEO.source);
const { size } = await stat(DEMO_HERO_VIDEO.source);
process.stdout.write(`${DEMO_HERO_VIDEO.source}: ${Math.round(size / 1024)} KB\n`);
