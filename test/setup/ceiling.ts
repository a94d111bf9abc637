// Unit tests share CI's two busy cores between Jest's workers: a test that takes 1 s here has taken
// over 5 s there, Jest's default. A ceiling against hangs, not a timing check.
jest.setTimeout(20_000);
