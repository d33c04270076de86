/** What GET /api/session tells the browser about its session: never a token (those stay in cookies). */
export interface SessionAnswer {
  signedIn: boolean;
  fanId: string | null;
  displayName: string | null;
}
