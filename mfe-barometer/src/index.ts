// Standalone harness entry (the shell never loads it): async boundary, then mount alone.
import('./standalone');
