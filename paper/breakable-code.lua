-- Pandoc filter used by scripts/paper.sh: a long inline code span (the JSON values of the
-- errata, paths) may break after a comma, a colon or a slash in the PDF, instead of running off
-- the page.
local function latex_escape(s)
  return (s:gsub('[\\{}$&#_%%^~]', function(c)
    if c == '\\' then return '\\textbackslash{}' end
    if c == '^' then return '\\textasciicircum{}' end
    if c == '~' then return '\\textasciitilde{}' end
    return '\\' .. c
  end))
end

function Code(el)
  if FORMAT ~= 'latex' or #el.text < 12 then return nil end
  local text = latex_escape(el.text):gsub('([,:/])', '%1\\allowbreak{}')
  return pandoc.RawInline('latex', '\\texttt{' .. text .. '}')
end
