/** The renderer's hash routes the shell opens (see renderer/src/router.ts). */
export const routes = {
  memoryDirs: '/dirs',
  browse: (memoryDirId: string) => `/browse/${encodeURIComponent(memoryDirId)}`,
  report: (dreamId: string) => `/reports/${encodeURIComponent(dreamId)}`,
  history: (memoryDirId?: string) => (memoryDirId ? `/history/${encodeURIComponent(memoryDirId)}` : '/history'),
  snapshots: (memoryDirId?: string) => (memoryDirId ? `/snapshots/${encodeURIComponent(memoryDirId)}` : '/snapshots'),
  settings: '/settings',
} as const;
