import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s instead of 1 s: lazily loaded sections and
// texts take longer on a loaded CI machine; a test still fails when they never come.
configure({ asyncUtilTimeout: 5000 });
