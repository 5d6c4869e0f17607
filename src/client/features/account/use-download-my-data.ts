/** "Download my data" from either profile menu: the file, with a toast while it is prepared. */
import { useCallback } from "react";
import { toast } from "@/lib/toast";

export function useDownloadMyData() {
  return useCallback(() => {
    // Loaded on the first click: the export's schema is large and no page needs it to render.
    const download = import("./account-api").then((m) => m.downloadMyData());
    toast.promise(download, {
      loading: "Preparing your data…",
      success: "Your data has been downloaded",
      error: (error: unknown) => ({
        message: "Could not download your data",
        description: error instanceof Error ? error.message : "Please try again.",
      }),
    });
  }, []);
}
