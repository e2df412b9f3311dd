/** POST /api/stays/:id/no-show (host) or /contest (creator), with a note. */
export function useNoShowNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note, as }: { id: string; note: string; as: "no-show" | "contest" }) =>
      as === "no-show"
        ? call(client.api.stays[":id"]["no-show"].$post({ param: { id: pathParam(id) }, json: { note } }))
        : call(client.api.stays[":id"].contest.$post({ param: { id: pathParam(id) }, json: { note } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaborationsQueryKey }),
  });
}
