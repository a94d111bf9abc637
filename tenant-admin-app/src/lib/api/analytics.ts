import { query } from '@madoguchi/shared/api';

// The analytics callable, which the home page's summary and the analytics page both call.

export const fetchAnalytics = query('fetchAnalytics');
