import { configure } from '@testing-library/react';

/**
 * The web's component tests run beside the server's on the same two CI cores: a render that takes
 * a second there is load, not a bug. findBy and waitFor wait up to 5 s (they return as soon as
 * the element is there).
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * There is no server behind the component tests: a request a test did not stub fails at once as a
 * network error would, instead of happy-dom trying localhost:3000 and printing ECONNREFUSED into
 * the run (the SMS step's development helper asked for the sandbox's code that way). Tests that
 * talk HTTP stub `fetch` themselves (vi.stubGlobal).
 */
globalThis.fetch = (input: RequestInfo | URL) => Promise.reject(new TypeError(`컴포넌트 테스트에는 서버가 없습니다: ${input instanceof Request ? input.url : String(input)}`));
