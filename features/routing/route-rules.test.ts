import { failedRuleStatus, routeRules } from './route-rules';

const rules = routeRules('kingsmere');
const status = (path: string) => failedRuleStatus(rules, path.split('/').filter(Boolean));

describe('route validation rules', () => {
  it('accepts the configured royal meeting and refuses any other product', () => {
    expect(status('/royal-kingsmere/tickets')).toBeNull();
    expect(status('/royal-ascot/tickets')).toBe(404);
  });

  it('accepts the section, an event and one day page below it, nothing deeper', () => {
    expect(status('/racedays/summer-saturday')).toBeNull();
    expect(status('/racedays/royal-kingsmere-week/day-one')).toBeNull();
    expect(status('/racedays/royal-kingsmere-week/day-one/extra')).toBe(404);
    expect(status('/non-racing-events')).toBeNull();
  });

  it('gives the cookie policy no children', () => {
    expect(status('/cookie-policy')).toBeNull();
    expect(status('/cookie-policy/more')).toBe(404);
  });

  it('leaves paths no rule applies to alone', () => {
    expect(status('/tickets')).toBeNull();
  });
});
