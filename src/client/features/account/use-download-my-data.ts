/** "Download my data" from either profile menu: the file, with a toast while it is prepared. */
import { useCallback } from "react";
import { toast } from "../../lib/toast";
import { downloadMyData } from "./account-api";

export function useDownloadMyData() {
  return useCallback(() => {
    toast.promise(downloadMyData(), {
      loading: "Preparing your data…",
      success: "Your data has been downloaded",
      error: (error: unknown) => ({
        message: "Could not download your data",
        description: error instanceof Error ? error.message : "Please try again.",
      }),
    });
  }, []);
}
