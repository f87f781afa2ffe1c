import './styles/index.css';

import { afterNextPaint } from './lib/schedule';

// The entry is small on purpose: index.html's product name is painted before the console's code
// arrives and runs, whatever the network and the device.
void afterNextPaint()
  .then(() => import('./start'))
  .then(({ start }) => start());
