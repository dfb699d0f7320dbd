// Module Federation needs an async boundary before shared modules are used (RUNTIME-006).
import('./bootstrap');
