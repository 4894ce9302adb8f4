/** Cache keys shared by the analysis, history and dashboard features. */
export const analysesQueryKey = ['analyses'] as const;
export const analysisListQueryKey = ['analyses', 'list'] as const;
export const analysisQueryKey = (id: string) => ['analyses', 'one', id] as const;
