// Validates the settings before a build or start, so a bad one stops everything with one line naming it.
// Run with `--conditions=react-server`: the platform code is server-only.
import { validateSettingsOrExit } from '../platform/settings';

validateSettingsOrExit();
