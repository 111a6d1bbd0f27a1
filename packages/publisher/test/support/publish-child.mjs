// A publish in a process of its own, for the test that kills one halfway. Reports each upload on stdout.
import { publishSite } from '../../dist/index.js';

const [dir, bucket, endpoint] = process.argv.slice(2);
await publishSite({ dir, bucket, endpoint, concurrency: 1, onProgress: ({ key }) => process.stdout.write(`uploaded ${key}\n`) });
