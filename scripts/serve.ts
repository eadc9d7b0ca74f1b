// `npm run serve [-- --dir build --port 3000 --host 127.0.0.1]`: serves a production build as the hosts do
// (src/plugins/host-config/server.ts).
import path from 'node:path';
import {startStaticServer} from '../src/plugins/host-config';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
};
const root = path.resolve(arg('dir', 'build'));
void startStaticServer({root, port: Number(arg('port', '3000')), host: arg('host', '127.0.0.1')}).then(({url}) =>
  console.log(`Serving ${root} on ${url}`),
);
