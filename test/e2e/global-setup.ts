import { FakeAnthropic } from '../helpers/fake-anthropic.js';
import { FAKE_AI_PORT } from './support.js';

/**
 * The e2e server is configured with an Anthropic key and this fake as its base URL (playwright.config.ts), so
 * parses take the AI path: the model answers each test's registered ground truth, or a 429 where a test asks.
 * Without a registered truth a call fails and the layout reader takes over, as with a broken model.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const fake = await FakeAnthropic.start({ port: FAKE_AI_PORT });
  return () => fake.close();
}
