// Runs once when the server starts: a missing or invalid setting stops it with one line naming it.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateSettingsOrExit } = await import('./platform/settings');
    validateSettingsOrExit();
  }
}
