/*
 * The parts of @mdn/mdn-http-observatory (plain JavaScript, no types, no exports map) that
 * scripts/dev/test-tools/observatory.ts calls: the same modules the package's own scan() is made of.
 */

declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export interface ObservatoryResponse {
    status: number;
    headers: Record<string, string>;
    [key: string]: unknown;
  }
  export interface ObservatoryRequests {
    hostname: string;
    responses: { auto: ObservatoryResponse | null; [key: string]: unknown };
    [key: string]: unknown;
  }
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number; httpsPort?: number; path?: string },
  ): Promise<ObservatoryRequests>;
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  export interface ObservatoryOutput {
    result: string | null;
    pass: boolean | null;
    data?: unknown;
    constructor: { name: string };
  }
  export const ALL_TESTS: Array<(requests: unknown) => ObservatoryOutput>;
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { grade: string; score: number };
  export function getScoreDescription(result: string): string;
  export function getScoreModifier(result: string): number;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}

declare module '@mdn/mdn-http-observatory/src/analyzer/tests/csp.js' {
  import type { ObservatoryOutput } from '@mdn/mdn-http-observatory/src/constants.js';
  export function contentSecurityPolicyTest(requests: unknown): ObservatoryOutput;
}
