export function renderTemplate(template: string, values: Record<string, string | number>): string;
export function upstreamServers(ports: number[], host?: string): string;
export function localEdgeValues(options: {
  port: number;
  instancePorts: number[];
  runDir: string;
  siteUrl: string;
  accessLog?: string;
}): Record<string, string>;
export function writeEdgeConfig(options: {
  port: number;
  instancePorts: number[];
  runDir: string;
  siteUrl: string;
  accessLog?: string;
}): { nginx: string; config: string; warnings: string };
