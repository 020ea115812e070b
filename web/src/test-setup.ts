import { configure } from '@testing-library/react';

/**
 * The web's component tests run beside the server's on the same two CI cores: a render that takes
 * a second there is load, not a bug. findBy and waitFor wait up to 5 s (they return as soon as
 * the element is there).
 */
configure({ asyncUtilTimeout: 5_000 });
