// The nginx template (deploy/nginx) proxies every service prefix of docs/spec.md §7 with the variable
// config/proxy.ts reads for it, and its renderer substitutes exactly those variables.
import { readFileSync } from 'fs';
import { join } from 'path';
import { SERVICES } from '../../src/constants';

const read = (file: string) => readFileSync(join(__dirname, '../../deploy/nginx', file), 'utf8');
const template = read('ipr-front.conf.template');
const render = read('render.sh');

describe('deploy/nginx', () => {
  it.each(Object.values(SERVICES))('proxies $prefix to ${$env}', ({ prefix, env }) => {
    const block = new RegExp(
      `location \\^~ ${prefix}/ \\{\\s*set \\$ipr_upstream_host \\$\\{${env}_HOST\\};\\s*proxy_pass \\$\\{${env}\\};\\s*\\}`,
    );
    expect(template).toMatch(block);
    expect(render).toContain(env);
  });

  it('names every variable of the template in the renderer, and no other', () => {
    const used = new Set([...template.matchAll(/\$\{(IPR_\w+)\}/g)].map((match) => match[1]));
    const upstreams = render
      .match(/UPSTREAMS='([^']*)'/)![1]
      .split(/\s+/)
      .filter(Boolean);
    const substituted = new Set([
      ...upstreams,
      ...upstreams.map((name) => `${name}_HOST`),
      ...render.match(/for name in \$UPSTREAMS ([A-Z_ ]+); do/)![1].split(' '),
    ]);
    expect([...used].sort()).toEqual([...substituted].sort());
    expect(upstreams.sort()).toEqual(
      Object.values(SERVICES)
        .map((service) => service.env)
        .sort(),
    );
  });
});
