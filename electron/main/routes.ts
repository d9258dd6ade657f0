/** The renderer's hash routes the shell opens (see renderer/src/router.ts). */
export const routes = {
  memoryDirs: '/dirs',
  browse: (memoryDirId: string) => `/browse/${encodeURIComponent(memoryDirId)}`,
  report: (dreamId: string) => `/reports/${encodeURIComponent(dreamId)}`,
  /** The report with its Undo button focused (Linux notifications have no buttons). */
  reportUndo: (dreamId: string) => `/reports/${encodeURIComponent(dreamId)}/undo`,
  /** A dry run of one memory dir, started as the window opens. */
  preview: (memoryDirId: string) => `/dream/${encodeURIComponent(memoryDirId)}/preview`,
  history: (memoryDirId?: string) => (memoryDirId ? `/history/${encodeURIComponent(memoryDirId)}` : '/history'),
  snapshots: (memoryDirId?: string) => (memoryDirId ? `/snapshots/${encodeURIComponent(memoryDirId)}` : '/snapshots'),
  settings: '/settings',
  about: '/about',
} as const;
