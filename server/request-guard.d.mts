export const ALLOWED_METHODS: string[];
export const MAX_PATH_LENGTH: number;
export const MAX_URL_LENGTH: number;
export const SERVER_ERROR_TEXT: string;

export interface RefusedAnswer {
  status: number;
  title: string;
  message: string;
  headers?: Record<string, string>;
}

export function repairedPath(path: string): string | null;
export function screenRequest(
  method: string | undefined,
  url: string | undefined,
): { pass: string; refuse?: undefined } | { refuse: RefusedAnswer; pass?: undefined };
export function errorPage(answer: RefusedAnswer): string;
export function rawErrorAnswer(answer: RefusedAnswer, securityHeaders?: Record<string, string>): string;
export const ERROR_PAGE_POLICY: string;
export function loadServerActions(distDir: string): Set<string> | null;
export function unknownActionAnswer(
  method: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  actions: Set<string> | null,
): { status: number; id: string; body: string; headers: Record<string, string> } | null;
