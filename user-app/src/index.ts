// Federation needs an async boundary before shared modules are used (otherwise RUNTIME-006).
void import('./bootstrap');
