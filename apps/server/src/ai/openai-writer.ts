import OpenAI from 'openai';
import type { AnalysisType } from '@candlelens/contracts';
import { messages } from '@candlelens/contracts';
import { ungrounded } from './grounding-check.ts';
import { promptFor } from './instructions.ts';
import { writtenText } from './written-text.ts';

export const MAX_OUTPUT_TOKENS = 1000;

export class AiWriterError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'AiWriterError';
  }
}

/** Reasoning models take `max_completion_tokens`; older chat models take `max_tokens`. */
export function usesCompletionTokens(model: string): boolean {
  return /^(o\d|gpt-5)/i.test(model.replace(/^.*\//, ''));
}

export interface AiWriter {
  write(input: {
    type: AnalysisType;
    imageDataUrl: string;
    /** CandleLens's own text for the chart: the measured statements the model words. */
    measuredText: string;
    measurements: unknown;
  }): Promise<string>;
}

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, LM Studio). One user
 * message: the instruction with its grounding rules, the engine's measured text and measurements,
 * and the image; about 60 s; one retry. The answer is brought to the analysis text's own form
 * (`writtenText`): no emphasis, tables, links or code, the disclaimer last. An answer with a figure
 * the measured text does not give, or without its "No measured direction" or "check the reading",
 * counts as no answer (the trader gets the engine's own text, and is told so).
 */
export function createOpenAiWriter(opts: {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}): AiWriter {
  const client = new OpenAI({
    baseURL: opts.baseURL,
    apiKey: opts.apiKey,
    timeout: opts.timeoutMs,
    maxRetries: 1,
  });
  return {
    async write({ type, imageDataUrl, measuredText, measurements }) {
      const text = promptFor(type, measuredText, measurements);
      const limit = usesCompletionTokens(opts.model)
        ? { max_completion_tokens: MAX_OUTPUT_TOKENS }
        : { max_tokens: MAX_OUTPUT_TOKENS };
      try {
        const completion = await client.chat.completions.create({
          model: opts.model,
          messages: [
            {
              role: 'user',
              content: [
                { type: 'text', text },
                { type: 'image_url', image_url: { url: imageDataUrl } },
              ],
            },
          ],
          ...limit,
        });
        const content = completion.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || !content.trim()) return messages.noAnalysisAvailable;
        const written = writtenText(content);
        // a text that strays from the measurements is not shown: the engine's own text is
        return ungrounded(written, measuredText).length ? messages.noAnalysisAvailable : written;
      } catch (err) {
        throw new AiWriterError(describe(err));
      }
    },
  };
}

function describe(err: unknown): string {
  if (err instanceof OpenAI.APIConnectionTimeoutError)
    return 'the AI service did not answer in time';
  if (err instanceof OpenAI.APIConnectionError) return 'the AI service could not be reached';
  if (err instanceof OpenAI.APIError) {
    if (err.status === 401 || err.status === 403) return 'the AI service refused the credentials';
    if (err.status === 429) return 'the AI service is rate limiting requests';
    return `the AI service answered ${err.status ?? 'an error'}`;
  }
  return 'the AI service failed';
}
