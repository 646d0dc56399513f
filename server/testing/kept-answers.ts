import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import type { PublicAnswerTopic } from '../lib/public-cache/answer-cache';
import type { TestApp } from './test-app';

/**
 * Reads a public answer (GET `url`) until it is kept under `topic` and `key` (decision 020): a write's own
 * change notice, heard a moment after its answer, may drop the first answer read after it. Answers the
 * last answer read, which is the one kept.
 */
export async function keptAnswer(
  t: TestApp,
  url: string,
  [topic, key]: [PublicAnswerTopic, string],
): Promise<LightMyRequestResponse> {
  let res: LightMyRequestResponse | undefined;
  await vi.waitFor(async () => {
    res = await t.app.inject({ method: 'GET', url });
    expect(t.app.services.publicAnswers.peek(topic, key)).toBeDefined();
  });
  return res!;
}
