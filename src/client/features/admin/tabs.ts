/** The look of the dashboard's Radix tabs, shared by the chat list and the moderation panel. */
export const tabList = "flex gap-1 overflow-x-auto rounded-full bg-slate-100 p-1";

export const tabTrigger =
  "flex-1 rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-indigo-800 data-[state=active]:shadow-sm";
